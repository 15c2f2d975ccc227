-- The tracking engine's shared counters cost PostgreSQL more than the clicks they count (issue 23,
-- docs/decisions/061-tracking-speed.md): every click wrote a rate_limits row (velocity) and a
-- click_uniques row, each with two indexes, all through the WAL.
--
-- rate_limits holds fixed-window counters of one second to one day (tracking rate limit and
-- velocity, the sign-in and link limits of server/http/rate-limit.ts): nothing in it is
-- acknowledged data, and after a crash an empty table only means every window starts afresh. As an
-- UNLOGGED table its writes skip the WAL (PostgreSQL empties it in crash recovery; a clean restart
-- keeps it).
ALTER TABLE rate_limits SET UNLOGGED;

-- click_uniques stays logged (a visitor's unique click must not count again after a crash), but
-- loses its seen_at index: it was read only by the hourly sweep (a sequential scan of a table of
-- two days' visitors is fine once an hour), and without it moving seen_at forward is a HOT update
-- that touches no index.
DROP INDEX click_uniques_seen_idx;
