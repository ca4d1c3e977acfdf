// The form's product choice, when the page shipped only part of it (a large catalog:
// lib/enquiry/product-choices.ts formProductChoice). The whole list is fetched as soon as the form's code runs, but
// put into the select only when the visitor first uses the form: rendering a thousand options is a
// long task, which at load would hold up the page's start and at that moment goes unnoticed.
import { useCallback, useEffect, useRef, useState } from 'react';
import { assetPath } from '@/lib/config';
import type { FormProductChoice, ProductChoiceGroup } from '@/lib/enquiry';
import { loadProductChoices } from './actions/load-product-choices';

/** The choice to show, and what to call when the visitor first uses the form. */
export function useProductChoices(shipped: FormProductChoice) {
  const { fullListPath } = shipped;
  const [choices, setChoices] = useState(shipped.choices);
  const loaded = useRef<ProductChoiceGroup[] | null>(null);
  const wanted = useRef(false);

  useEffect(() => {
    if (!fullListPath) return;
    const controller = new AbortController();
    loadProductChoices(assetPath(fullListPath), controller.signal).then(
      (groups) => {
        loaded.current = groups;
        if (wanted.current) setChoices(groups);
      },
      () => {}, // offline or gone: the shipped choice stays, 'Other' included
    );
    return () => controller.abort();
  }, [fullListPath]);

  const showAll = useCallback(() => {
    if (wanted.current) return;
    wanted.current = true;
    if (loaded.current) setChoices(loaded.current);
  }, []);

  return { choices, showAll };
}
