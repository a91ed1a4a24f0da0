'use strict';
const test = require('node:test');
const assert = require('node:assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { Store, LiftError } = require('..');

async function openTemp(t) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lift-node-'));
  const store = await Store.open(path.join(dir, 't.lift'), { durability: 'normal' });
  t.after(() => { store.close(); fs.rmSync(dir, { recursive: true, force: true }); });
  return store;
}

test('store save and load: an exercise round-trips with its UTF-8 name', async (t) => {
  const store = await openTemp(t);
  const saved = await store.save({ kind: 'exercise', exercise: { name: 'Päivä press', tags: ['chest'] } });
  const loaded = await store.load({ kind: 'exercise', id: saved.exercise.id });
  assert.strictEqual(loaded.exercise.name, 'Päivä press');
  assert.deepStrictEqual(loaded.exercise.tags, ['chest']);
  const removed = await store.remove({ kind: 'exercise', id: saved.exercise.id });
  assert.strictEqual(removed.removed, 1);
});

test('store save of a taken name: rejects with a conflict LiftError and its details', async (t) => {
  const store = await openTemp(t);
  await store.save({ kind: 'exercise', exercise: { name: 'Squat' } });
  await assert.rejects(store.save({ kind: 'exercise', exercise: { name: 'squat' } }), (err) => {
    assert.ok(err instanceof LiftError);
    assert.strictEqual(err.status, -3);
    assert.strictEqual(err.code, 'duplicate_exercise_name');
    assert.strictEqual(err.details.name, 'Squat');
    return true;
  });
});

test('store save with a misspelt member: unknown_field naming its path', async (t) => {
  const store = await openTemp(t);
  await assert.rejects(store.save({ kind: 'routine', routine: { nmae: 'Push' } }),
    (err) => err.code === 'unknown_field' && err.details.path === 'routine.nmae');
});

test('store calls in flight: the event loop keeps running while they wait', async (t) => {
  const store = await openTemp(t);
  let ticks = 0;
  const timer = setInterval(() => { ticks += 1; }, 1);
  const items = Array.from({ length: 20000 }, (_, i) => ({
    date: new Date(Date.UTC(1950, 0, 1) + i * 86400000).toISOString().slice(0, 10), weight: 80, unit: 'kg' }));
  let saved;
  try {
    saved = await store.save({ kind: 'weight', items });
  } finally {
    clearInterval(timer); // a live timer would keep the test process running
  }
  assert.strictEqual(saved.saved, 20000);
  assert.ok(ticks > 0, 'the timer never ran while the bulk save was in flight');
});

test('store after close: calls reject with misuse', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lift-node-'));
  const store = await Store.open(path.join(dir, 't.lift'));
  store.close();
  await assert.rejects(store.load({ kind: 'exercise' }), (err) => err.status === -2 && err.code === 'misuse');
  fs.rmSync(dir, { recursive: true, force: true });
});

test('Store.open with a bad option: rejects with invalid_request', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lift-node-'));
  await assert.rejects(Store.open(path.join(dir, 't.lift'), { durability: 'sometimes' }), (err) => err.status === -1);
  fs.rmSync(dir, { recursive: true, force: true });
});
