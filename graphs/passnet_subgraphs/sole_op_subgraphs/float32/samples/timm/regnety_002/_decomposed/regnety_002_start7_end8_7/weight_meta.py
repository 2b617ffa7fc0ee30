class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv2_modules_bn_buffers_running_mean_:
	name = "w_0"
	original_name = "L_self_modules_s1_modules_b1_modules_conv2_modules_bn_buffers_running_mean_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.004
	std = 0.022
	data = [0.023133, 0.035181, 0.003044, 0.021627, -0.015396, 0.048473, -0.024844, -0.013394, -0.010501, 0.001265, -0.005117, 0.023986, -0.031788, 0.008739, -0.012945, -0.001527, -0.002560, -0.005110, 0.034406, -0.013792, 0.025738, 0.035364, 0.004548, -0.027613]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv2_modules_bn_buffers_running_var_:
	name = "w_1"
	original_name = "L_self_modules_s1_modules_b1_modules_conv2_modules_bn_buffers_running_var_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 1.053
	std = 0.307
	min_val = 0
	data = [1.072089, 1.399150, 1.157647, 1.438399, 1.157034, 0.501027, 0.966466, 0.857840, 1.418754, 1.433143, 1.137676, 0.761321, 0.824839, 0.679002, 0.563692, 0.742938, 1.388945, 1.202860, 1.088753, 1.431887, 0.820436, 1.454051, 0.694803, 1.082237]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv2_modules_bn_parameters_bias_:
	name = "w_2"
	original_name = "L_self_modules_s1_modules_b1_modules_conv2_modules_bn_parameters_bias_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.019
	data = [0.019749, -0.029756, 0.011734, 0.003166, 0.002205, -0.016376, 0.012655, -0.038338, 0.023422, 0.001950, 0.019267, 0.016806, -0.025073, 0.019737, -0.009893, -0.025661, 0.019104, 0.025672, -0.013317, 0.011303, 0.005754, -0.000667, -0.021238, -0.002289]


class Program_weight_tensor_meta_L_self_modules_s1_modules_b1_modules_conv2_modules_bn_parameters_weight_:
	name = "w_3"
	original_name = "L_self_modules_s1_modules_b1_modules_conv2_modules_bn_parameters_weight_"
	shape = [24]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.998
	std = 0.019
	data = [0.994807, 1.002367, 1.004879, 1.023292, 1.005772, 1.007732, 0.995979, 0.997641, 0.994012, 0.996244, 1.038318, 1.013804, 0.953566, 0.976072, 1.003941, 0.976453, 1.002271, 1.022094, 0.972097, 1.009502, 0.983725, 1.018485, 0.995053, 0.971692]


class Program_weight_tensor_meta_x_6:
	name = "in_0"
	original_name = "x_6"
	shape = [1, 24, 56, 56]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.040
	std = 0.310
