#include <stdio.h>
#include <sys/ptrace.h>
#include <unistd.h>
/* Tries to trace its parent and itself; any success is printed in place of the answer (a WA). */
int main(void) {
  long long a, b;
  if (ptrace(PTRACE_ATTACH, getppid(), 0, 0) == 0 || ptrace(PTRACE_TRACEME, 0, 0, 0) == 0) {
    printf("traced\n");
    return 0;
  }
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  printf("%lld\n", a + b);
  return 0;
}
