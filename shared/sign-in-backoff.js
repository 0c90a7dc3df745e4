// Failed sign-ins per key with growing waits (docs/decisions/131, 126): after `free` failures,
// baseMs, then twice that, up to maxMs; never a lock. The shop server and Medusa count the same
// way, in memory (one process) or in Redis (every process).

/** Milliseconds the next attempt on a key must wait: 0 below `free` failures. */
exports.backoffWait = (failures, last, { free, baseMs, maxMs }, now) =>
  failures < free ? 0 : Math.max(0, last + Math.min(maxMs, baseMs * 2 ** (failures - free)) - now)

// The same arithmetic on Redis's clock, for every key in one script. ARGV holds free, baseMs and
// maxMs for each key in turn. 0 when the attempt may go ahead (counted as a failure for every
// key, each expiring after twice its longest wait); else the wait in milliseconds, nothing counted.
exports.CLAIM_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local w = 0
for i, key in ipairs(KEYS) do
  local free, base, max = tonumber(ARGV[i * 3 - 2]), tonumber(ARGV[i * 3 - 1]), tonumber(ARGV[i * 3])
  local failures = tonumber(redis.call('HGET', key, 'f') or '0')
  if failures >= free then
    local last = tonumber(redis.call('HGET', key, 'l') or '0')
    w = math.max(w, last + math.min(max, base * 2 ^ (failures - free)) - now)
  end
end
if w > 0 then return math.ceil(w) end
for i, key in ipairs(KEYS) do
  redis.call('HINCRBY', key, 'f', 1)
  redis.call('HSET', key, 'l', now)
  redis.call('PEXPIRE', key, 2 * tonumber(ARGV[i * 3]))
end
return 0
`

// The attempt failed: each existing key's wait counts from now (the password check took time).
exports.TOUCH_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then redis.call('HSET', key, 'l', now) end
end
return 0
`
