export interface Feature {
  title: string;
  text: string;
  icon: string;
}

/** A grid of icon, title and text cards: the safety features and the marketed features of the home page. */
export function FeatureList({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="card-row feature-list">
      {features.map((feature) => (
        <li key={feature.title} className="card feature">
          <img src={feature.icon} alt="" width="56" height="56" loading="lazy" />
          <h3>{feature.title}</h3>
          <p>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
