class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_buffers_running_mean_:
	name = "w_0"
	original_name = "L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_buffers_running_mean_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019
	data = [-0.035237, 0.007064, 0.003228, -0.018118, 0.002417, -0.007124, 0.008977, 0.017854, 0.020765, 0.015566, 0.017338, -0.021572, 0.000868, -0.003623, -0.009537, 0.004701, -0.011900, -0.009268, -0.032846, -0.000366, 0.013694, 0.021885, 0.004990, -0.015483, -0.032423, -0.011473, -0.014372, -0.034211, 0.038678, -0.003139, -0.040557, 0.021816, 0.021996, -0.006810, 0.021158, 0.022879, 0.017040, 0.011426, 0.003202, 0.004872, -0.008667, 0.024935, 0.028307, -0.006570, 0.010100, 0.011438, -0.035938, -0.009386]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_buffers_running_var_:
	name = "w_1"
	original_name = "L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_buffers_running_var_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.964
	std = 0.255
	min_val = 0
	data = [1.237097, 0.917621, 0.967902, 0.634458, 0.854973, 0.605921, 1.486100, 1.007577, 0.998338, 1.140533, 1.077765, 0.837634, 0.809040, 0.519013, 0.826170, 0.881131, 0.968032, 0.989855, 1.166116, 0.514317, 0.536343, 0.691078, 1.169060, 1.337212, 0.579665, 0.774989, 0.902401, 0.827089, 1.013911, 0.829546, 0.741911, 1.072437, 0.865574, 1.415211, 1.311697, 0.853824, 0.691879, 1.426564, 1.081499, 0.797103, 1.189494, 0.998247, 1.285570, 1.077371, 1.458938, 1.190008, 0.805598, 0.918357]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_parameters_bias_:
	name = "w_2"
	original_name = "L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_parameters_bias_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.001
	std = 0.016
	data = [-0.005193, 0.002367, 0.004879, 0.023292, 0.005772, 0.007732, -0.004021, -0.002359, 0.003844, -0.015443, -0.038007, 0.002614, -0.014086, 0.006294, 0.003148, 0.007707, 0.019343, -0.019822, 0.006032, -0.002146, 0.019969, -0.009974, 0.015222, 0.012366, 0.006281, 0.004267, -0.002401, 0.007209, -0.006281, -0.021574, 0.004816, -0.027925, -0.001323, -0.007167, -0.031231, -0.007093, 0.021621, 0.002630, 0.031471, 0.015629, -0.021573, -0.014418, 0.029416, 0.005513, 0.013336, -0.019888, -0.023787, -0.023919]


class Program_weight_tensor_meta_L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_parameters_weight_:
	name = "w_3"
	original_name = "L_self_modules_stem_modules_0_modules_conv_scale_modules_bn_parameters_weight_"
	shape = [48]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.999
	std = 0.019
	data = [1.032917, 0.972797, 1.006891, 1.010397, 0.947734, 0.966071, 0.995435, 1.005599, 1.004938, 1.001538, 1.006760, 1.009088, 1.009139, 0.982693, 1.015626, 0.981464, 0.995623, 0.951299, 0.998542, 0.999320, 1.019250, 1.006983, 0.981571, 0.998876, 0.987546, 0.990726, 1.038436, 0.991949, 1.002478, 1.023296, 1.018467, 1.027746, 0.982332, 0.991622, 0.983903, 1.011312, 1.012207, 1.009338, 1.039013, 0.978738, 0.998453, 1.002328, 0.988120, 0.975121, 0.997958, 0.979329, 0.993747, 1.004916]


class Program_weight_tensor_meta_x:
	name = "in_0"
	original_name = "x"
	shape = [1, 48, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.022
	std = 0.349
