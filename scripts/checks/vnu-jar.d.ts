// vnu-jar exports the path of the Nu Html Checker's jar (it ships no types).
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
