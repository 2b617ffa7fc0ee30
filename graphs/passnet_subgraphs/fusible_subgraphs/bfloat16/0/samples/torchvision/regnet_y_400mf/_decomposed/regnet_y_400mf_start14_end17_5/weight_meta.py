class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_se_modules_fc2_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_se_modules_fc2_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.013
	std = 0.184
	data = [0.284409, -0.321724, -0.010380, -0.158333, 0.226851, -0.098814, -0.239039, -0.059621, 0.000203, 0.237949, 0.194784, -0.319753, -0.149401, -0.171476, -0.018628, 0.157091, -0.051440, 0.321851, 0.038956, 0.195692, -0.084993, 0.204962, 0.138684, 0.013082, -0.011788, 0.156645, 0.049929, -0.222912, -0.109689, -0.231917, 0.084440, 0.265250, -0.202979, 0.118557, -0.272950, 0.145640, -0.331519, -0.138870, -0.004049, -0.059978, 0.198969, -0.140982, 0.117188, 0.155284, 0.096629, -0.342616, -0.196043, -0.086725]


class Program_weight_tensor_meta_L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_se_modules_fc2_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_trunk_output_modules_block1_modules_block1_0_modules_f_modules_se_modules_fc2_parameters_weight_"
	shape = [48, 8, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.202


class Program_weight_tensor_meta_input_11:
	name = "in_2"
	original_name = "input_11"
	shape = [2, 48, 56, 56]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.027
	std = 0.040


class Program_weight_tensor_meta_scale_2:
	name = "in_3"
	original_name = "scale_2"
	shape = [2, 8, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.017
	std = 0.045
	data = [0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.132825, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.000000, 0.131258]
