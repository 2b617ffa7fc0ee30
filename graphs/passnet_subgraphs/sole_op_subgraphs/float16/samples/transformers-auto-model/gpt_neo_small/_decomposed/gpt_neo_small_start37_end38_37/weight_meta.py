class Program_weight_tensor_meta_L_args_0_modules_h_modules_0_modules_attn_modules_attention_modules_q_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_args_0_modules_h_modules_0_modules_attn_modules_attention_modules_q_proj_parameters_weight_"
	shape = [512, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states_2:
	name = "in_1"
	original_name = "hidden_states_2"
	shape = [1, 16, 512]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.995
