// component tests render with the shipped stylesheet, as a consumer would
import "../styles.css";
