class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_weight_:
	name = "in_0"
	original_name = "L_self_modules_layers_modules_0_modules_attention_modules_k_proj_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_hidden_states:
	name = "in_1"
	original_name = "hidden_states"
	shape = [32, 197, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.001
	std = 0.998
