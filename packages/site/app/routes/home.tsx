import { Button } from "@orbitag/ui";

export default function Home() {
  return (
    <main>
      <h1>Orbitag</h1>
      <Button>Start Free Trial</Button>
    </main>
  );
}
