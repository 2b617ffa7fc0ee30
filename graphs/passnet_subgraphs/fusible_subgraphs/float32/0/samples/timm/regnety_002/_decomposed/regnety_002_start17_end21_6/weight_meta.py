class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_:
	name = "in_0"
	original_name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.001
	std = 0.022
	data = [-0.014241, 0.016565, 0.034131, -0.017954, 0.020467, -0.010753, -0.005547, -0.018178, 0.005895, 0.007028, 0.023237, -0.019071, -0.002779, -0.016215, 0.019302, -0.022302, 0.007543, 0.064168, 0.013225, -0.019190, -0.019065, 0.003591, -0.008280, -0.028547]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_:
	name = "in_1"
	original_name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.928
	std = 0.289
	min_val = 0
	data = [0.930322, 0.791508, 0.941885, 1.250961, 1.082555, 0.518915, 0.603075, 1.393465, 0.856963, 0.604720, 0.953133, 1.248875, 0.562588, 0.999276, 0.514300, 1.081024, 1.470557, 0.966563, 0.594584, 1.132962, 0.553178, 1.061543, 0.879379, 1.286357]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.003
	std = 0.019
	data = [-0.015289, 0.004817, 0.003329, -0.044636, 0.027784, -0.010047, 0.033594, -0.020479, 0.029530, -0.005806, 0.010271, -0.004516, -0.012720, 0.022163, -0.000112, 0.029170, -0.015189, -0.001214, 0.017814, 0.009464, -0.010413, 0.020511, -0.011191, 0.008687]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_s1_modules_b1_modules_downsample_modules_bn_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.012
	std = 0.023
	data = [1.006441, 0.997969, 1.004120, 1.024336, 1.024718, 0.997996, 1.042728, 1.001401, 1.005884, 1.015946, 1.025284, 1.018710, 1.010909, 0.969252, 1.006249, 1.014801, 1.029004, 1.082030, 1.022364, 0.968663, 0.986021, 1.011488, 1.024761, 0.987189]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_downsample_modules_conv_parameters_weight_:
	name = "in_4"
	original_name = "L_self_modules_s1_modules_b1_modules_downsample_modules_conv_parameters_weight_"
	shape = [24, 32, 1, 1]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.004
	std = 0.290


class Program_weight_tensor_meta_x_11:
	name = "in_5"
	original_name = "x_11"
	shape = [2, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.005
	std = 0.021


class Program_weight_tensor_meta_x_2:
	name = "in_6"
	original_name = "x_2"
	shape = [2, 32, 112, 112]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.091
	std = 0.132
