/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_State_Given_AwayInputs */

const en_tickets_state_given_away = /** @type {(inputs: Tickets_State_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Given away`)
};

const de_tickets_state_given_away = /** @type {(inputs: Tickets_State_Given_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verschenkt`)
};

/**
* | output |
* | --- |
* | "Given away" |
*
* @param {Tickets_State_Given_AwayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_given_away = /** @type {((inputs?: Tickets_State_Given_AwayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_Given_AwayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_state_given_away(inputs)
	return en_tickets_state_given_away(inputs)
});