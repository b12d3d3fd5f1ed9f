/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Badge_Watch_PartyInputs */

const en_events_badge_watch_party = /** @type {(inputs: Events_Badge_Watch_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch Party`)
};

const de_events_badge_watch_party = /** @type {(inputs: Events_Badge_Watch_PartyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public Viewing`)
};

/**
* | output |
* | --- |
* | "Watch Party" |
*
* @param {Events_Badge_Watch_PartyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_badge_watch_party = /** @type {((inputs?: Events_Badge_Watch_PartyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Badge_Watch_PartyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_badge_watch_party(inputs)
	return en_events_badge_watch_party(inputs)
});