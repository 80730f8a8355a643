#include <iostream>
// 32-bit sum: right on small cases, wrong on the 64-bit one.
int main() {
  long long a, b;
  std::cin >> a >> b;
  std::cout << static_cast<int>(a + b) << '\n';
}
