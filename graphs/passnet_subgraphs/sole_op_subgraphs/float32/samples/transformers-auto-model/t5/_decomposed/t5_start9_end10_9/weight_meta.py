class Program_weight_tensor_meta_L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_:
	name = "w_0"
	original_name = "L_self_modules_encoder_modules_block_modules_0_modules_layer_modules_0_modules_SelfAttention_modules_q_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.006


class Program_weight_tensor_meta_normed_hidden_states:
	name = "in_0"
	original_name = "normed_hidden_states"
	shape = [1, 16, 512]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.010
	std = 1.002
