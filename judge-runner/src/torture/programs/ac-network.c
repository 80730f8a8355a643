#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdio.h>
#include <sys/socket.h>
/* Connects to the host's PostgreSQL and to a public address; a connection is printed in place of the
   answer (a WA). */
static int reaches(const char *ip, int port) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0) return 0;
  struct sockaddr_in to = {.sin_family = AF_INET, .sin_port = htons(port)};
  inet_pton(AF_INET, ip, &to.sin_addr);
  return connect(s, (struct sockaddr *)&to, sizeof to) == 0;
}
int main(void) {
  if (reaches("127.0.0.1", 5432) || reaches("1.1.1.1", 53)) {
    printf("connected\n");
    return 0;
  }
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  printf("%lld\n", a + b);
  return 0;
}
