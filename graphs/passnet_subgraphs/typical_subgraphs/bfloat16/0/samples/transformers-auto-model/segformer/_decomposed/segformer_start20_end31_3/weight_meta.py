class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.018
	data = [-0.000787, -0.016029, -0.009911, -0.007230, 0.011702, -0.023120, -0.002867, -0.003895, -0.001711, 0.027890, 0.011938, -0.009657, -0.007322, -0.026541, 0.033906, 0.041310, -0.004679, 0.014146, 0.011601, 0.005366, -0.041179, 0.010680, -0.010708, -0.017273, -0.000470, 0.023433, 0.007974, -0.003974, -0.023119, -0.006333, 0.018806, -0.022939]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_attention_modules_o_proj_parameters_weight_"
	shape = [32, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.001
	std = 0.021


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_bias_:
	name = "in_2"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_bias_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.006
	std = 0.018
	data = [-0.000237, 0.019593, -0.021321, 0.035439, -0.005585, -0.005538, 0.014979, -0.012869, -0.019035, 0.005430, 0.013432, 0.037000, 0.023819, -0.011797, 0.019294, -0.030187, 0.045115, 0.024576, -0.009709, 0.009071, 0.027029, 0.008679, -0.010265, -0.003721, 0.005513, 0.002194, 0.007188, -0.015075, 0.004588, -0.005089, 0.031600, -0.004887]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_weight_:
	name = "in_3"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_layernorm_after_parameters_weight_"
	shape = [32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 1.008
	std = 0.026
	data = [1.005884, 1.015946, 1.025284, 1.018710, 1.010909, 0.969252, 1.006249, 1.014801, 1.029004, 1.082030, 1.022364, 0.968663, 0.986021, 1.011488, 1.024761, 0.987189, 0.984711, 1.004817, 1.003329, 0.955364, 1.027784, 0.989953, 1.033594, 0.979521, 1.033718, 0.975646, 1.015299, 1.023942, 0.985744, 0.998689, 1.044099, 1.035703]


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_:
	name = "in_4"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_bias_"
	shape = [128]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.022


class Program_weight_tensor_meta_L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_:
	name = "in_5"
	original_name = "L_self_modules_stages_modules_0_modules_blocks_modules_0_modules_mlp_modules_fc1_parameters_weight_"
	shape = [128, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_embeddings_2:
	name = "in_6"
	original_name = "embeddings_2"
	shape = [2, 3136, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.003
	std = 0.998


class Program_weight_tensor_meta_key_states:
	name = "in_7"
	original_name = "key_states"
	shape = [2, 1, 49, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.017
	std = 0.118


class Program_weight_tensor_meta_query_states:
	name = "in_8"
	original_name = "query_states"
	shape = [2, 1, 3136, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.014
	std = 0.111


class Program_weight_tensor_meta_value_states:
	name = "in_9"
	original_name = "value_states"
	shape = [2, 1, 49, 32]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.017
	std = 0.117
