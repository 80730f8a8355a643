#include <fcntl.h>
#include <stdio.h>
/* Writes files outside the box; any it can create is printed in place of the answer (a WA). The test also
   looks for them on the host. */
int main(void) {
  const char *targets[] = {"/oj-torture-escape", "/etc/oj-torture-escape", "/usr/oj-torture-escape",
                           "/box/oj-torture-escape", "/root/oj-torture-escape"};
  for (int i = 0; i < 5; i++) {
    if (open(targets[i], O_WRONLY | O_CREAT | O_TRUNC, 0644) >= 0) {
      printf("wrote %s\n", targets[i]);
      return 0;
    }
  }
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  printf("%lld\n", a + b);
  return 0;
}
