/*
 * A slot: one box at a time, with its own uid (uid_base + N), its cgroups and its spawner process.
 * A slot is owned through an flock on /run/oj-sandbox/slot-N.lock, so several workers (or several
 * pools) on one machine never share one, and a slot whose lock is free but whose cgroups exist was
 * left by a worker that died: its groups are stale and removed at start-up.
 */
#ifndef OJ_SLOT_H
#define OJ_SLOT_H

#include "cgroups.h"
#include "common.h"

#define SLOT_LOCK_DIR "/run/oj-sandbox"

struct slot {
  int index;
  uid_t uid;
  gid_t gid;
  int lock_fd;
  struct slot_cgroups cg;
  bool cgroups_made;
  pid_t spawner;
  int spawner_sock; /* SOCK_SEQPACKET to the spawner */
  int draining;     /* pidfd of the last box's init, still tearing its namespaces down, or -1 */
};

/* Takes slot `want` (or, when want < 0, the first free one in [first, first + count)), removes stale
 * groups of unowned slots, creates this slot's groups and starts its spawner inside them. */
int slot_open(struct slot *s, int want, int first, int count, uid_t uid_base, struct err *e);
/* Asks the spawner for a box: fds are handed to the box init (box_init's cfg, report, in, out, err).
 * On success *pidfd refers to the init. -1 with e if the spawner is gone or clone failed
 * (*fatal tells which: a gone spawner ends the worker). */
int slot_spawn(struct slot *s, const int fds[5], int *pidfd, bool *fatal, struct err *e);
/* Waits until the last box's init is gone (its namespaces' teardown takes 1-4 ms after the program's
 * end, which the result does not wait for). -1 with e if it would not die: the slot is broken. */
int slot_wait_drained(struct slot *s, struct err *e);
/* Stops the spawner (and any box with it), removes the groups, releases the lock. */
int slot_close(struct slot *s, struct err *e);
/* Removes the groups of every slot nobody owns. Returns how many were removed, -1 on error. */
int slot_clean_stale(struct err *e);

#endif
