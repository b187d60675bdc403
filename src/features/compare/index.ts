// What other features use of compare; routes import its modules directly.
export { AddToCompareButton } from './AddToCompareButton'
