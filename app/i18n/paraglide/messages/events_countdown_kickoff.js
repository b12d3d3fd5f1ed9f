/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ left: NonNullable<unknown> }} Events_Countdown_KickoffInputs */

const en_events_countdown_kickoff = /** @type {(inputs: Events_Countdown_KickoffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kickoff in ${i?.left}`)
};

const de_events_countdown_kickoff = /** @type {(inputs: Events_Countdown_KickoffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anstoß in ${i?.left}`)
};

/**
* | output |
* | --- |
* | "Kickoff in {left}" |
*
* @param {Events_Countdown_KickoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_countdown_kickoff = /** @type {((inputs: Events_Countdown_KickoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Countdown_KickoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_countdown_kickoff(inputs)
	return en_events_countdown_kickoff(inputs)
});