/*
 * Inside the box: its init (pid 1 of a fresh pid namespace) and the program process it forks, which
 * builds the minimal root, drops to the slot's uid and executes the request's argv.
 *
 * Process tree of one run:
 *   supervisor (host)              reads requests, copies output, enforces time, decides the verdict
 *   └─ spawner (slot cgroups)      forks each box with clone3; joined the cgroups once
 *      └─ box init (pid 1)         new pid, mount, ipc, uts, cgroup namespaces (net: the spawner's)
 *         └─ program (pid 2)       sets up the root, then execs the submission as the slot's uid
 * The init is needed because pid 1 ignores the signals it has no handler for: the rlimits' SIGXCPU and
 * SIGXFSZ would not stop the program if it were pid 1. The init also kills every other process of the
 * box once the program exits (and on the supervisor's request), and reports how the program ended.
 */
#ifndef OJ_BOX_H
#define OJ_BOX_H

#include <sys/resource.h>

#include "common.h"

/* Where each box mounts its root tmpfs (inside its own mount namespace, so boxes never collide). */
#define BOX_ROOT_DIR "/run/oj-sandbox/root"

#define BOX_REPORT_MAGIC 0x6f6a7270u /* "ojrp" */

/* Sent by the init to the supervisor, once, when the program has ended. */
struct box_report {
  uint32_t magic;
  int32_t ended;         /* the program was reaped (wait_status is valid) */
  int32_t wait_status;   /* as from wait4 */
  int32_t setup_errno;   /* non-zero: the program never ran; setup_stage says where it failed */
  char setup_stage[256];
  uint64_t maxrss_kb;    /* largest ru_maxrss among the box's reaped processes */
  uint64_t overhead_ns;  /* CPU the init used plus the program's own setup before exec */
  uint64_t exit_ns;      /* CLOCK_MONOTONIC when the init reaped the program (boxes share the host's clock) */
};

/*
 * The box init. cfg_fd delivers the encoded request (a 4-byte length, then box_spec bytes); in/out/err
 * become the program's 0/1/2; the report goes to report_fd. Never returns.
 */
__attribute__((noreturn)) void box_init(int cfg_fd, int report_fd, int in_fd, int out_fd, int err_fd);

#endif
