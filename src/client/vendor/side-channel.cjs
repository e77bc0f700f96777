'use strict';

/**
 * A light stand-in for the 'side-channel' package that qs (Refine's query strings) requires; the
 * real one brings object-inspect and get-intrinsic into the first load (see vite.config.ts).
 * Same API; the channels qs makes live for one parse/stringify call, so a Map is enough.
 */
module.exports = function getSideChannel() {
  let data;
  const channel = {
    assert(key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete(key) {
      return !!data && data.delete(key);
    },
    get(key) {
      return data?.get(key);
    },
    has(key) {
      return !!data && data.has(key);
    },
    set(key, value) {
      if (!data) data = new Map();
      data.set(key, value);
    },
  };
  return channel;
};
