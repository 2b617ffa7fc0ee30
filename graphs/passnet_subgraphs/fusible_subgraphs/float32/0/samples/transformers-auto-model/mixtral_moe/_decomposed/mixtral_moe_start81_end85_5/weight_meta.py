class Program_weight_tensor_meta_attention_mask:
	name = "in_0"
	original_name = "attention_mask"
	shape = [1, 1, 16, 16]
	dtype = "torch.bool"
	device = "cpu"
	mean = None
	std = None


class Program_weight_tensor_meta_hidden_states_4:
	name = "in_1"
	original_name = "hidden_states_4"
	shape = [1, 8, 2, 16, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.624


class Program_weight_tensor_meta_key:
	name = "in_2"
	original_name = "key"
	shape = [1, 16, 16, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = -0.002
	std = 0.624


class Program_weight_tensor_meta_q_embed:
	name = "in_3"
	original_name = "q_embed"
	shape = [1, 16, 16, 64]
	dtype = "torch.float32"
	device = "cpu"
	mean = 0.000
	std = 0.632
