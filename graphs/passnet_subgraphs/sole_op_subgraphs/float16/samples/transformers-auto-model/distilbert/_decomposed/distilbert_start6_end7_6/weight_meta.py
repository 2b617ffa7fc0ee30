class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_bias_:
	name = "w_0"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_weight_:
	name = "w_1"
	original_name = "L_self_modules_transformer_modules_layer_modules_0_modules_attention_modules_q_lin_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_embeddings_2:
	name = "in_0"
	original_name = "embeddings_2"
	shape = [1, 128, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 1.002
