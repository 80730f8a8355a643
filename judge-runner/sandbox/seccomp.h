/*
 * The box's seccomp filter, a hand-written BPF program (linux/filter.h, linux/seccomp.h: no libseccomp).
 * Why it is needed at all: the box runs as an unprivileged uid, but unprivileged user namespaces are
 * enabled here, so without a filter the program could unshare a user namespace and mount or chroot
 * inside it. The filter:
 *  - kills the process on any other architecture (i386 int 0x80) and on x32 syscall numbers;
 *  - fails with EPERM: namespaces (unshare, setns, clone with CLONE_NEW*), mounts and roots, ptrace and
 *    cross-process memory access, bpf, io_uring, keyrings, perf, userfaultfd, modules, kexec, reboot,
 *    swap, clock setting, syslog, handle-based opens;
 *  - fails clone3 with ENOSYS (its flags live in memory, out of the filter's reach), so libc falls back
 *    to clone, whose flags are checked;
 *  - allows socket/socketpair for AF_UNIX only (the box has no network anyway).
 */
#ifndef OJ_SECCOMP_H
#define OJ_SECCOMP_H

/* Sets no_new_privs and installs the filter. 0 or -1 with errno. */
int seccomp_install(void);

#endif
