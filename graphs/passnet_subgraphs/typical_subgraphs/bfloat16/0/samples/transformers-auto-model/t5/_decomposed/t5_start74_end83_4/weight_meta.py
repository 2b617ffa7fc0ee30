class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_k_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_k_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.044


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.006


class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_v_parameters_weight_:
	name = "in_2"
	original_name = "L_self_modules_encoder_modules_block_modules_1_modules_layer_modules_0_modules_SelfAttention_modules_v_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.044


class Program_weight_tensor_meta_normed_hidden_states_1:
	name = "in_3"
	original_name = "normed_hidden_states_1"
	shape = [1, 16, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.015
	std = 1.001
