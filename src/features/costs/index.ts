// What other features use of the costs panel (the Direct-vs-Regular panel's TER gap); routes import its modules directly.
export { TerGap } from './TerGap'
