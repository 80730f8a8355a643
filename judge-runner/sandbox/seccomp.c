#include "seccomp.h"

#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>

#include "common.h"

#define X32_SYSCALL_BIT 0x40000000u

static const int denied[] = {
    SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev, SYS_pidfd_getfd,
    SYS_unshare, SYS_setns, SYS_mount, SYS_umount2, SYS_pivot_root, SYS_chroot,
    SYS_fsopen, SYS_fsconfig, SYS_fsmount, SYS_fspick, SYS_open_tree, SYS_move_mount, SYS_mount_setattr,
    SYS_open_by_handle_at, SYS_name_to_handle_at,
    SYS_bpf, SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register,
    SYS_keyctl, SYS_add_key, SYS_request_key, SYS_perf_event_open, SYS_userfaultfd, SYS_fanotify_init,
    SYS_kexec_load, SYS_kexec_file_load, SYS_init_module, SYS_finit_module, SYS_delete_module,
    SYS_reboot, SYS_swapon, SYS_swapoff, SYS_acct, SYS_quotactl,
    SYS_settimeofday, SYS_clock_settime, SYS_clock_adjtime, SYS_adjtimex, SYS_syslog,
    SYS_sethostname, SYS_setdomainname, SYS_vhangup, SYS_iopl, SYS_ioperm, SYS_lookup_dcookie,
#ifdef SYS_quotactl_fd
    SYS_quotactl_fd,
#endif
#ifdef SYS_open_tree_attr
    SYS_open_tree_attr,
#endif
};

/* Every namespace flag clone() accepts (CLONE_NEWTIME only exists for clone3 and unshare). */
#define CLONE_NS_FLAGS \
  (CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET)

#define STMT(code, k) ((struct sock_filter)BPF_STMT(code, k))
#define JUMP(code, k, jt, jf) ((struct sock_filter)BPF_JUMP(code, k, jt, jf))
#define LOAD(field) STMT(BPF_LD | BPF_W | BPF_ABS, (uint32_t)offsetof(struct seccomp_data, field))
/* The low 32 bits of the first argument (little-endian): where clone's flags and socket's domain sit. */
#define LOAD_ARG0 STMT(BPF_LD | BPF_W | BPF_ABS, (uint32_t)offsetof(struct seccomp_data, args[0]))
#define RET(value) STMT(BPF_RET | BPF_K, (value))
#define IF_EQ_SKIP1(k) JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)(k), 0, 1)

int seccomp_install(void) {
  struct sock_filter prog[2 * ARRAY_LEN(denied) + 32];
  size_t n = 0;
  prog[n++] = LOAD(arch);
  prog[n++] = JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0);
  prog[n++] = RET(SECCOMP_RET_KILL_PROCESS);
  prog[n++] = LOAD(nr);
  prog[n++] = JUMP(BPF_JMP | BPF_JGE | BPF_K, X32_SYSCALL_BIT, 0, 1);
  prog[n++] = RET(SECCOMP_RET_KILL_PROCESS);
  for (size_t i = 0; i < ARRAY_LEN(denied); i++) {
    prog[n++] = IF_EQ_SKIP1(denied[i]);
    prog[n++] = RET(SECCOMP_RET_ERRNO | EPERM);
  }
  prog[n++] = IF_EQ_SKIP1(SYS_clone3);
  prog[n++] = RET(SECCOMP_RET_ERRNO | ENOSYS);
  /* clone: allowed unless it asks for a namespace. */
  prog[n++] = JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 4);
  prog[n++] = LOAD_ARG0;
  prog[n++] = JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_NS_FLAGS, 0, 1);
  prog[n++] = RET(SECCOMP_RET_ERRNO | EPERM);
  prog[n++] = RET(SECCOMP_RET_ALLOW);
  /* socket and socketpair: AF_UNIX only. */
  prog[n++] = JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 1, 0);
  prog[n++] = JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socketpair, 0, 4);
  prog[n++] = LOAD_ARG0;
  prog[n++] = JUMP(BPF_JMP | BPF_JEQ | BPF_K, AF_UNIX, 0, 1);
  prog[n++] = RET(SECCOMP_RET_ALLOW);
  prog[n++] = RET(SECCOMP_RET_ERRNO | EPERM);
  prog[n++] = RET(SECCOMP_RET_ALLOW);

  struct sock_fprog fprog = {.len = (unsigned short)n, .filter = prog};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) return -1;
  return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &fprog, 0, 0);
}
