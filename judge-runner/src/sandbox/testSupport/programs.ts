/**
 * The programs the sandbox tests run: one C, one C++ and one Python program, each doing one thing
 * picked by argv[1] (one compilation per language instead of one per behaviour). Hostile modes are the
 * list of ../shared/notes/sandbox.md. Conventions for the "try something forbidden" modes: print what
 * happened and exit 0 if the attempt was refused as expected, 1 if refused another way, 2 if it worked.
 */

export const cProgram = String.raw`
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static int refused(long rc, int expected, const char *what) {
  if (rc >= 0) { printf("%s succeeded\n", what); return 2; }
  printf("%s: %s\n", what, strerror(errno));
  return errno == expected ? 0 : 1;
}

static double cpu_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  if (!strcmp(mode, "ab")) {
    long a, b;
    if (scanf("%ld %ld", &a, &b) != 2) return 3;
    printf("%ld\n", a + b);
    return 0;
  }
  if (!strcmp(mode, "loop")) { volatile unsigned long x = 0; for (;;) x++; }
  if (!strcmp(mode, "sleep")) { for (;;) pause(); }
  if (!strcmp(mode, "burn")) {
    double until = atof(argv[2]);
    volatile unsigned long x = 0;
    while (cpu_ms() < until) for (int i = 0; i < 10000; i++) x += i;
    printf("%.3f\n", cpu_ms()); /* its own CPU clock, a baseline for the sandbox's figure */
    return 0;
  }
  if (!strcmp(mode, "touch")) {
    size_t bytes = (size_t)atol(argv[2]) << 20;
    char *p = malloc(bytes);
    if (!p) { puts("malloc failed"); return 1; }
    memset(p, 1, bytes);
    printf("%d\n", p[bytes / 2]);
    return 0;
  }
  if (!strcmp(mode, "forkbomb")) { for (;;) fork(); }
  if (!strcmp(mode, "bigfile")) {
    FILE *f = fopen("/tmp/big", "w");
    if (!f) { perror("fopen"); return 1; }
    static char block[1 << 16];
    memset(block, 'x', sizeof block);
    for (long i = 0; i < (2L << 30) / (long)sizeof block; i++)
      if (fwrite(block, 1, sizeof block, f) != sizeof block) { perror("fwrite"); return 1; }
    return 0;
  }
  if (!strcmp(mode, "flood")) {
    static char block[1 << 16];
    memset(block, 'y', sizeof block);
    for (long i = 0; i < (1L << 30) / (long)sizeof block; i++) fwrite(block, 1, sizeof block, stdout);
    return 0;
  }
  if (!strcmp(mode, "tcp")) {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    if (s < 0) { printf("socket: %s\n", strerror(errno)); return 1; }
    struct sockaddr_in to = {.sin_family = AF_INET, .sin_port = htons(80)};
    to.sin_addr.s_addr = inet_addr("127.0.0.1");
    if (connect(s, (struct sockaddr *)&to, sizeof to) < 0) { printf("connect: %s\n", strerror(errno)); return 1; }
    puts("connected");
    return 0;
  }
  if (!strcmp(mode, "read")) {
    int fd = open(argv[2], O_RDONLY);
    if (fd < 0) { printf("open %s: %s\n", argv[2], strerror(errno)); return 3; }
    char buf[256];
    ssize_t n = read(fd, buf, sizeof buf);
    printf("read %s: %zd\n", argv[2], n);
    return n >= 0 || errno == EISDIR ? 0 : 3;
  }
  if (!strcmp(mode, "killall")) {
    pid_t child = fork();
    if (child == 0) { for (;;) pause(); }
    usleep(10000);
    int rc = kill(-1, SIGKILL);
    printf("kill(-1): %d\n", rc);
    return 0;
  }
  if (!strcmp(mode, "unshare")) return refused(unshare(CLONE_NEWUSER), EPERM, "unshare");
  if (!strcmp(mode, "clone-ns"))
    return refused(syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0), EPERM, "clone(CLONE_NEWUSER)");
  if (!strcmp(mode, "ptrace")) return refused(ptrace(PTRACE_TRACEME, 0, 0, 0), EPERM, "ptrace");
  if (!strcmp(mode, "mount")) return refused(mount("none", "/tmp", "tmpfs", 0, NULL), EPERM, "mount");
  if (!strcmp(mode, "chroot")) return refused(chroot("/tmp"), EPERM, "chroot");
  if (!strcmp(mode, "setuid")) return refused(setuid(0), EPERM, "setuid(0)");
  if (!strcmp(mode, "io_uring")) {
    char params[120] = {0};
    return refused(syscall(SYS_io_uring_setup, 1, params), EPERM, "io_uring_setup");
  }
  if (!strcmp(mode, "x32")) {
    long rc = syscall(0x40000000L | SYS_getpid);
    printf("x32 getpid returned %ld\n", rc);
    return 2;
  }
  fprintf(stderr, "unknown mode %s\n", mode);
  return 100;
}
`;

export const cppProgram = String.raw`
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <vector>
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>

static int refused(long rc, int expected, const std::string &what) {
  if (rc >= 0) { std::cout << what << " succeeded\n"; return 2; }
  std::cout << what << ": " << std::strerror(errno) << "\n";
  return errno == expected ? 0 : 1;
}

int main(int argc, char **argv) {
  std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "ab") {
    long long a, b;
    if (!(std::cin >> a >> b)) return 3;
    std::cout << a + b << std::endl;
    return 0;
  }
  if (mode == "loop") { volatile unsigned long x = 0; for (;;) x = x + 1; }
  if (mode == "sleep") { for (;;) std::this_thread::sleep_for(std::chrono::hours(1)); }
  if (mode == "touch") {
    std::vector<char> v(static_cast<size_t>(std::stol(argv[2])) << 20, 1);
    std::cout << int(v[v.size() / 2]) << "\n";
    return 0;
  }
  if (mode == "forkbomb") { for (;;) fork(); }
  if (mode == "bigfile") {
    std::ofstream f("/tmp/big", std::ios::binary);
    std::string block(1 << 16, 'x');
    for (long i = 0; i < (2L << 30) / long(block.size()); i++)
      if (!f.write(block.data(), std::streamsize(block.size()))) { std::cout << "write failed\n"; return 1; }
    return 0;
  }
  if (mode == "flood") {
    std::ios::sync_with_stdio(false);
    std::string block(1 << 16, 'y');
    for (long i = 0; i < (1L << 30) / long(block.size()); i++) std::cout << block;
    return 0;
  }
  if (mode == "tcp") {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    if (s < 0) { std::cout << "socket: " << std::strerror(errno) << "\n"; return 1; }
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(80);
    to.sin_addr.s_addr = inet_addr("127.0.0.1");
    if (connect(s, reinterpret_cast<sockaddr *>(&to), sizeof to) < 0) {
      std::cout << "connect: " << std::strerror(errno) << "\n";
      return 1;
    }
    std::cout << "connected\n";
    return 0;
  }
  if (mode == "read") {
    std::ifstream f(argv[2]);
    if (!f) { std::cout << "open " << argv[2] << ": " << std::strerror(errno) << "\n"; return 3; }
    std::cout << "opened " << argv[2] << "\n";
    return 0;
  }
  if (mode == "killall") {
    pid_t child = fork();
    if (child == 0) { for (;;) pause(); }
    usleep(10000);
    std::cout << "kill(-1): " << kill(-1, SIGKILL) << "\n";
    return 0;
  }
  if (mode == "unshare") return refused(unshare(CLONE_NEWUSER), EPERM, "unshare");
  if (mode == "ptrace") return refused(ptrace(PTRACE_TRACEME, 0, nullptr, nullptr), EPERM, "ptrace");
  if (mode == "mount") return refused(mount("none", "/tmp", "tmpfs", 0, nullptr), EPERM, "mount");
  if (mode == "chroot") return refused(chroot("/tmp"), EPERM, "chroot");
  if (mode == "setuid") return refused(setuid(0), EPERM, "setuid(0)");
  if (mode == "io_uring") {
    std::vector<char> params(120);
    return refused(syscall(SYS_io_uring_setup, 1, params.data()), EPERM, "io_uring_setup");
  }
  if (mode == "x32") {
    std::cout << "x32 getpid returned " << syscall(0x40000000L | SYS_getpid) << std::endl;
    return 2;
  }
  std::cerr << "unknown mode " << mode << "\n";
  return 100;
}
`;

export const pythonProgram = `
import os, socket, sys, time

mode = sys.argv[1] if len(sys.argv) > 1 else ""
if mode == "ab":
    a, b = map(int, sys.stdin.read().split())
    print(a + b)
elif mode == "loop":
    while True:
        pass
elif mode == "sleep":
    while True:
        time.sleep(3600)
elif mode == "touch":
    block = b"x" * (int(sys.argv[2]) << 20)
    print(len(block))
elif mode == "forkbomb":
    while True:
        try:
            os.fork()
        except OSError:
            pass
elif mode == "tcp":
    socket.create_connection(("127.0.0.1", 80), timeout=5)
    print("connected")
else:
    sys.exit("unknown mode " + mode)
`;

/** Compile-time hostile sources (see the note's list). */
export const compileBombs = {
  /** cc1 reads an endless character device. */
  devRandom: { file: 'random.c', source: '#include "/dev/random"\nint main(void) { return 0; }\n' },
  /** 2^26 instantiations of a class template. */
  templates: {
    file: 'templates.cpp',
    source: [
      'template <int N, int M> struct T { static const long v = T<N - 1, 2 * M>::v + T<N - 1, 2 * M + 1>::v; };',
      'template <int M> struct T<0, M> { static const long v = 1; };',
      'int main() { return (int)T<26, 0>::v; }',
      '',
    ].join('\n'),
  },
  /** A 4 GiB initialised array: the assembler's object file outgrows the file size limit. */
  hugeArray: { file: 'array.c', source: 'int a[1 << 30] = {1};\nint main(void) { return a[5]; }\n' },
} as const;

export const abSources = {
  c: '#include <stdio.h>\nint main(void) { long a, b; if (scanf("%ld %ld", &a, &b) != 2) return 1; printf("%ld\\n", a + b); return 0; }\n',
  cpp: '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }\n',
  python: 'a, b = map(int, input().split())\nprint(a + b)\n',
  java: [
    'import java.util.Scanner;',
    'public class Main {',
    '  public static void main(String[] args) {',
    '    Scanner in = new Scanner(System.in);',
    '    System.out.println(in.nextLong() + in.nextLong());',
    '  }',
    '}',
    '',
  ].join('\n'),
} as const;
