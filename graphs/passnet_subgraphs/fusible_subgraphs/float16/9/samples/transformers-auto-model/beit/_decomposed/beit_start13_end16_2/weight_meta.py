class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_layers_modules_0_modules_attention_modules_v_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states:
	name = "in_2"
	original_name = "hidden_states"
	shape = [1, 197, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.998
