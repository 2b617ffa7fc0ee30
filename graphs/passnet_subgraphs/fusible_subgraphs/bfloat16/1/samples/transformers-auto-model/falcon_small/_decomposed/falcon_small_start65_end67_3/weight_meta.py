class Program_weight_tensor_meta_attention_layernorm_out:
	name = "in_0"
	original_name = "attention_layernorm_out"
	shape = [4, 32, 512]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.989


class Program_weight_tensor_meta_numpy_t_2:
	name = "in_1"
	original_name = "numpy_t_2"
	shape = [512, 2048]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.020
