class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_pos_embd_modules_token_projection_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_pos_embd_modules_token_projection_parameters_bias_"
	shape = [48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.024
	data = [0.028868, 0.003968, -0.022104, -0.040742, 0.042575, -0.004089, 0.009369, 0.024073, 0.006271, 0.031707, 0.017581, 0.055000, -0.010406, -0.045816, -0.019307, -0.037877, -0.006918, 0.012404, 0.013845, 0.014899, -0.018600, -0.013697, 0.012600, 0.038896, 0.007767, 0.017691, -0.022116, -0.023948, 0.028039, 0.009946, 0.013598, 0.022171, 0.016130, -0.003069, -0.005491, 0.005710, 0.020082, -0.023626, 0.033490, -0.035869, -0.025917, -0.016141, 0.042385, 0.007167, 0.006903, -0.003712, -0.003178, 0.024367]


class Program_weight_tensor_meta_L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_pos_embd_modules_token_projection_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_1_modules_blocks_modules_1_modules_pos_embd_modules_token_projection_parameters_weight_"
	shape = [48, 64, 1, 1]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.018


class Program_weight_tensor_meta_to_2:
	name = "in_2"
	original_name = "to_2"
	shape = [2, 64, 28, 28]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.484
	std = 0.515


class Program_weight_tensor_meta_x_40:
	name = "in_3"
	original_name = "x_40"
	shape = [2, 784, 48]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.022
	std = 0.106
