#include <stdio.h>
/* Reads the host's secrets; any it can open is printed in place of the answer (a WA). */
int main(void) {
  const char *secrets[] = {"/etc/shadow", "/root/.ssh/id_rsa", "/proc/1/environ", "/proc/kcore"};
  for (int i = 0; i < 4; i++) {
    FILE *file = fopen(secrets[i], "r");
    if (file && fgetc(file) != EOF) {
      printf("read %s\n", secrets[i]);
      return 0;
    }
  }
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  printf("%lld\n", a + b);
  return 0;
}
