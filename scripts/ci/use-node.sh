# Sourced by the CI steps: makes `node` the Node.js line that .node-version names.
# When the machine's Node.js is older (Debian and these test machines ship Node 20), it installs
# that line from the npm registry's `node` package (a real binary per platform) into a cache
# folder and puts it first on PATH, so npm and every script after it run on it.
required_major="$(tr -d '[:space:]v' < .node-version)"
current_major="$( (node -p 'process.versions.node.split(".")[0]' 2>/dev/null) || echo 0)"

if [ "$current_major" -lt "$required_major" ]; then
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/bluegreen-node/$required_major"
  if [ ! -x "$node_home/node_modules/node/bin/node" ]; then
    echo "Node.js $current_major is older than .node-version ($required_major): installing node@$required_major into $node_home"
    mkdir -p "$node_home"
    npm install --prefix "$node_home" --no-audit --no-fund --loglevel=error "node@$required_major"
  fi
  export PATH="$node_home/node_modules/node/bin:$PATH"
  hash -r
fi

actual_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$actual_major" -lt "$required_major" ]; then
  echo "Node.js $required_major or later is needed (.node-version); this shell has $(node -v)." >&2
  exit 1
fi
echo "Using Node.js $(node -v) ($(command -v node)), npm $(npm -v)"
