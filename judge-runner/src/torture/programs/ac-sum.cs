using System;

class Program {
  static void Main() {
    string line;
    while ((line = Console.ReadLine()) != null) {
      var parts = line.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
      if (parts.Length == 2) Console.WriteLine(long.Parse(parts[0]) + long.Parse(parts[1]));
    }
  }
}
