/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Badge_CommunityInputs */

const en_events_badge_community = /** @type {(inputs: Events_Badge_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community Event`)
};

const de_events_badge_community = /** @type {(inputs: Events_Badge_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vereinstermin`)
};

/**
* | output |
* | --- |
* | "Community Event" |
*
* @param {Events_Badge_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_badge_community = /** @type {((inputs?: Events_Badge_CommunityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Badge_CommunityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_badge_community(inputs)
	return en_events_badge_community(inputs)
});