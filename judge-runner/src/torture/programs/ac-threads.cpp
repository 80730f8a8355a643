#include <iostream>
#include <thread>
#include <vector>
// Threads are allowed: four workers add the two numbers' halves.
int main() {
  long long a, b;
  std::cin >> a >> b;
  std::vector<long long> parts(4);
  std::vector<std::thread> workers;
  for (int i = 0; i < 4; i++) workers.emplace_back([&, i] { parts[i] = i == 0 ? a : i == 1 ? b : 0; });
  for (auto &worker : workers) worker.join();
  std::cout << parts[0] + parts[1] + parts[2] + parts[3] << '\n';
}
