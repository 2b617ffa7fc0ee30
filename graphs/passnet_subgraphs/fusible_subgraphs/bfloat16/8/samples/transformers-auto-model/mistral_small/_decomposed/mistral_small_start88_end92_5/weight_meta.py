class Program_weight_tensor_meta_attention_mask:
	name = "in_0"
	original_name = "attention_mask"
	shape = [16, 1, 4096, 4096]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_hidden_states_4:
	name = "in_1"
	original_name = "hidden_states_4"
	shape = [16, 4, 2, 4096, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.004
	std = 0.454


class Program_weight_tensor_meta_key:
	name = "in_2"
	original_name = "key"
	shape = [16, 8, 4096, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = -0.007
	std = 0.451


class Program_weight_tensor_meta_q_embed:
	name = "in_3"
	original_name = "q_embed"
	shape = [16, 8, 4096, 64]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.454
