/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Dashboard_MovedInputs */

const en_profile_dashboard_moved = /** @type {(inputs: Profile_Dashboard_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dashboard now lives on your profile page. Taking you there…`)
};

const de_profile_dashboard_moved = /** @type {(inputs: Profile_Dashboard_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Dashboard ist jetzt auf deiner Profilseite. Wir bringen dich hin …`)
};

/**
* | output |
* | --- |
* | "The dashboard now lives on your profile page. Taking you there…" |
*
* @param {Profile_Dashboard_MovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_dashboard_moved = /** @type {((inputs?: Profile_Dashboard_MovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Dashboard_MovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_dashboard_moved(inputs)
	return en_profile_dashboard_moved(inputs)
});