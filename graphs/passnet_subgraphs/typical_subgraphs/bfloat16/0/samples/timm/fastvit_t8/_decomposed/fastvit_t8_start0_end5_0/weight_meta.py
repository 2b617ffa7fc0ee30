class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.019
	data = [-0.012586, 0.014979, -0.013065, 0.018558, 0.011932, 0.012165, 0.023875, 0.004305, -0.007099, 0.010615, 0.026267, -0.009662, 0.020954, -0.009332, -0.001741, -0.000054, 0.012062, -0.013991, -0.026771, 0.000212, 0.028252, -0.012183, -0.009730, -0.022255, 0.056842, 0.001204, 0.022858, 0.010454, 0.011384, -0.014155, 0.002847, 0.017105, 0.001746, 0.038086, 0.000465, -0.028063, 0.004352, 0.024658, -0.002445, 0.000860, 0.008253, -0.054882, -0.017947, 0.008872, 0.015512, 0.006665, -0.008435, 0.027803]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.959
	std = 0.269
	min_val = 0
	data = [1.346649, 0.861714, 1.236320, 1.072752, 0.791299, 1.198007, 1.130933, 0.956950, 1.155141, 0.818325, 1.109697, 0.660943, 0.949490, 1.080888, 0.665564, 1.059558, 0.805366, 0.534427, 1.039555, 0.633021, 0.831334, 0.581306, 0.831237, 0.668804, 1.183107, 0.712729, 1.464028, 0.583186, 1.403092, 1.024616, 1.135525, 1.472390, 0.934881, 1.163422, 0.523583, 0.734266, 1.213922, 0.729844, 1.316967, 0.823655, 0.636929, 0.830978, 0.952800, 0.817429, 1.163126, 1.404425, 1.233455, 0.541300]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.022
	data = [-0.013462, 0.017457, 0.021107, 0.003557, -0.004607, -0.007835, 0.010866, -0.007903, -0.008924, 0.014880, 0.030420, 0.068210, -0.030624, -0.024683, 0.036395, -0.011031, -0.011385, 0.018399, 0.022216, 0.025797, -0.029563, 0.051345, -0.009462, 0.006711, -0.032587, -0.010995, -0.009597, -0.009994, -0.021340, 0.022299, -0.002813, 0.016115, -0.001867, 0.013741, -0.016766, 0.000018, 0.016838, -0.008001, 0.020789, 0.007163, -0.004920, 0.046050, -0.037634, -0.000995, -0.020900, -0.019130, 0.000671, 0.014202]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.001
	std = 0.020
	data = [0.977483, 0.976953, 0.994988, 0.991322, 1.016974, 1.013840, 0.993680, 0.957696, 1.006446, 0.974733, 1.007000, 1.006163, 1.002397, 1.024753, 1.022336, 0.995054, 0.972947, 0.966081, 1.011333, 1.015870, 1.011977, 0.968898, 0.993173, 1.037060, 1.015004, 0.988290, 0.996532, 1.003670, 1.027787, 1.031727, 1.018926, 0.983126, 0.987728, 1.000632, 0.990146, 1.004968, 1.008794, 1.002248, 1.012816, 1.008823, 0.997954, 1.015849, 0.994207, 1.001050, 1.010457, 1.046044, 0.970622, 0.968266]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_stem_modules_0_modules_conv_kxk_modules_0_modules_conv_parameters_weight_"
	shape = [48, 3, 3, 3]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.002
	std = 0.113


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_buffers_running_mean_:
	name = "in_5"
	original_name = "L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.019
	data = [-0.035237, 0.007064, 0.003228, -0.018118, 0.002417, -0.007124, 0.008977, 0.017854, 0.020765, 0.015566, 0.017338, -0.021572, 0.000868, -0.003623, -0.009537, 0.004701, -0.011900, -0.009268, -0.032846, -0.000366, 0.013694, 0.021885, 0.004990, -0.015483, -0.032423, -0.011473, -0.014372, -0.034211, 0.038678, -0.003139, -0.040557, 0.021816, 0.021996, -0.006810, 0.021158, 0.022879, 0.017040, 0.011426, 0.003202, 0.004872, -0.008667, 0.024935, 0.028307, -0.006570, 0.010100, 0.011438, -0.035938, -0.009386]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_buffers_running_var_:
	name = "in_6"
	original_name = "L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.964
	std = 0.255
	min_val = 0
	data = [1.237097, 0.917621, 0.967902, 0.634458, 0.854973, 0.605921, 1.486100, 1.007577, 0.998338, 1.140533, 1.077765, 0.837634, 0.809040, 0.519013, 0.826170, 0.881131, 0.968032, 0.989855, 1.166116, 0.514317, 0.536343, 0.691078, 1.169060, 1.337212, 0.579665, 0.774989, 0.902401, 0.827089, 1.013911, 0.829546, 0.741911, 1.072437, 0.865574, 1.415211, 1.311697, 0.853824, 0.691879, 1.426564, 1.081499, 0.797103, 1.189494, 0.998247, 1.285570, 1.077371, 1.458938, 1.190008, 0.805598, 0.918357]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_parameters_bias_:
	name = "in_7"
	original_name = "L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.016
	data = [-0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925, -0.001323, -0.007167, -0.031231, -0.007093, 0.021621, 0.002630, 0.031471, 0.015629, -0.021573, -0.014418, 0.029416, 0.005513, 0.013336, -0.019888, -0.023787, -0.023919]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_parameters_weight_:
	name = "in_8"
	original_name = "L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.999
	std = 0.019
	data = [1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464, 0.995623, 0.951299, 0.998542, 0.999320, 1.019250, 1.006983, 0.981571, 0.998876, 0.987546, 0.990726, 1.038436, 0.991949, 1.002478, 1.023296, 1.018467, 1.027746, 0.982332, 0.991622, 0.983903, 1.011312, 1.012207, 1.009338, 1.039013, 0.978738, 0.998453, 1.002328, 0.988120, 0.975121, 0.997958, 0.979329, 0.993747, 1.004916]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_scale_modules_conv_parameters_weight_:
	name = "in_9"
	original_name = "L_self_modules_stem_modules_0_modules_conv_scale_modules_conv_parameters_weight_"
	shape = [48, 3, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.014
	std = 0.339


class Program_weight_tensor_meta_L_x_:
	name = "in_10"
	original_name = "L_x_"
	shape = [2, 3, 224, 224]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.500
	std = 0.289
