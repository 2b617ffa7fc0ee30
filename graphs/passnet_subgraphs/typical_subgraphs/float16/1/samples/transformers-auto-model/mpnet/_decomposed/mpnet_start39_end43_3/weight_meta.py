class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attn_modules_q_parameters_bias_:
	name = "in_0"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attn_modules_q_parameters_bias_"
	shape = [768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.019


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attn_modules_q_parameters_weight_:
	name = "in_1"
	original_name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_attn_modules_q_parameters_weight_"
	shape = [768, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.000
	std = 0.020


class Program_weight_tensor_meta_embeddings_2:
	name = "in_2"
	original_name = "embeddings_2"
	shape = [4, 32, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.001
	std = 1.002


class Program_weight_tensor_meta_expand:
	name = "in_3"
	original_name = "expand"
	shape = [4, 12, 32, 32]
	dtype = "torch.float16"
	device = "cpu"
	mean = -0.001
	std = 0.020
