#include <cassert>
#include <iostream>
int main() {
  long long a, b;
  std::cin >> a >> b;
  assert(a + b == 0x7fffffff);
  std::cout << a + b << '\n';
}
