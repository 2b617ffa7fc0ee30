class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_k_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_k_proj_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.003
	std = 0.015
	data = [-0.011193, 0.010669, 0.008138, 0.007892, 0.003430, 0.017521, -0.005742, 0.020433, -0.001488, -0.021844, 0.007841, 0.011891, 0.013245, -0.024126, 0.012149, -0.010943, 0.023422, 0.001950, 0.019267, 0.016806, -0.025073, 0.019737, -0.009893, -0.025661, 0.019104, 0.025672, -0.013317, 0.011303, 0.005754, -0.000667, -0.021238, -0.002289]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_k_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_k_proj_parameters_weight_"
	shape = [32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_sequence_reduction_modules_layer_norm_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_sequence_reduction_modules_layer_norm_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.015
	data = [0.010823, 0.030779, 0.021721, 0.024928, 0.002302, 0.032386, 0.009274, 0.026015, 0.017465, 0.001303, 0.015465, -0.019403, -0.017754, -0.006366, -0.006688, 0.009086, 0.009979, 0.017560, 0.007789, 0.029250, 0.009590, -0.010668, -0.000693, 0.013146, -0.006224, -0.011240, -0.009670, -0.025442, -0.003480, 0.011082, -0.003633, -0.004689]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_sequence_reduction_modules_layer_norm_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_sequence_reduction_modules_layer_norm_parameters_weight_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 1.004
	std = 0.028
	data = [0.997415, 0.998908, 1.008167, 1.022527, 1.038701, 1.020154, 1.020093, 0.991330, 0.975148, 1.025691, 1.004875, 1.010607, 0.999709, 0.955286, 1.029321, 0.975619, 1.012885, 1.078600, 0.997512, 1.005907, 1.007653, 0.989006, 0.980119, 1.026919, 1.038913, 0.974193, 0.953010, 0.958623, 1.018188, 0.986108, 1.039189, 0.977923]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_v_proj_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_v_proj_parameters_bias_"
	shape = [32]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.019
	data = [-0.006867, 0.031425, 0.003832, 0.007599, -0.002895, 0.012752, -0.005626, -0.026598, -0.002840, -0.010683, -0.010468, 0.017230, -0.017739, 0.016775, 0.023058, -0.035222, -0.029555, -0.035113, 0.001523, -0.021572, 0.028807, -0.002212, 0.011537, -0.003383, -0.001280, 0.020769, 0.018136, -0.009510, -0.017415, 0.002895, 0.038057, 0.007808]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_v_proj_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_v_proj_parameters_weight_"
	shape = [32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_hidden_states_3:
	name = "in_6"
	original_name = "hidden_states_3"
	shape = [4, 49, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.047
	std = 1.025
