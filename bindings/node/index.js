'use strict';
// liblift for Node: a Store whose calls return Promises, run on libuv's thread pool by the
// Node-API addon (src/lift_addon.c), so the event loop never blocks on the store.
const path = require('path');

const addon = require(process.env.LIFT_NODE_ADDON || path.join(__dirname, 'build', 'lift.node'));

const STATUS_NAMES = {
  '-1': 'invalid_request', '-2': 'misuse', '-3': 'conflict', '-4': 'not_found', '-5': 'io',
  '-6': 'corrupt', '-7': 'busy', '-8': 'unsupported', '-9': 'unauthorized', '-10': 'unavailable',
  '-11': 'no_memory', '-12': 'internal', '-13': 'cancelled',
};

/** A failed call: status (LIFT_E_*), code (docs/ERRORS.md), details (details.path names a field). */
class LiftError extends Error {
  constructor(status, code, message, details) {
    super(`${code}: ${message}`);
    this.name = 'LiftError';
    this.status = status;
    this.code = code;
    this.details = details || {};
  }
}

function answer([status, text]) {
  let doc = null;
  try { doc = text === null ? null : JSON.parse(text); } catch (e) { /* reported below */ }
  if (status === 0 && doc) return doc;
  const err = (doc && doc.error) || {};
  throw new LiftError(status, err.code || STATUS_NAMES[status] || 'internal', err.message || 'no answer', err.details);
}

class Store {
  constructor(handle, info) {
    this.handle = handle;
    /** lift_open's answer: {store:{path, time_zone, schema}} */
    this.info = info;
  }

  /** Opens (by default creates) a store; options as lift_open's (docs/API.md, "lift_open"). */
  static async open(file, options) {
    const result = await addon.open(String(file), options == null ? null : JSON.stringify(options));
    const info = answer(result);
    return new Store(result[2], info);
  }

  save(request) { return addon.save(this.handle, JSON.stringify(request)).then(answer); }
  load(request) { return addon.load(this.handle, JSON.stringify(request)).then(answer); }
  remove(request) { return addon.remove(this.handle, JSON.stringify(request)).then(answer); }
  route(request) { return addon.route(this.handle, JSON.stringify(request)).then(answer); }

  /** Closes the store (waits for calls already running); later calls reject with misuse. */
  close() {
    const status = addon.close(this.handle);
    if (status !== 0) throw new LiftError(status, STATUS_NAMES[status] || 'internal', 'lift_close failed');
  }
}

module.exports = { Store, LiftError, version: addon.version };
