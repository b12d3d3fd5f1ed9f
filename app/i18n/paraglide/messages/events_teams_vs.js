/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Teams_VsInputs */

const en_events_teams_vs = /** @type {(inputs: Events_Teams_VsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vs`)
};

const de_events_teams_vs = /** @type {(inputs: Events_Teams_VsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`gegen`)
};

/**
* | output |
* | --- |
* | "vs" |
*
* @param {Events_Teams_VsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_teams_vs = /** @type {((inputs?: Events_Teams_VsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Teams_VsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_teams_vs(inputs)
	return en_events_teams_vs(inputs)
});