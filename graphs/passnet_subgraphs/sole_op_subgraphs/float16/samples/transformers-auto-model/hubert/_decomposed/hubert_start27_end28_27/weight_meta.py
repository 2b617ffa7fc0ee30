class Program_weight_tensor_meta_hidden_states_18:
	name = "in_0"
	original_name = "hidden_states_18"
	shape = [1, 49, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.005
	std = 0.450


class Program_weight_tensor_meta_to:
	name = "in_1"
	original_name = "to"
	shape = [1, 49, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.023
	std = 0.128
