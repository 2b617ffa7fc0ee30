class Program_weight_tensor_meta_contextualized_states_1:
	name = "in_0"
	original_name = "contextualized_states_1"
	shape = [4, 256, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.000
	std = 0.578


class Program_weight_tensor_meta_residual_1:
	name = "in_1"
	original_name = "residual_1"
	shape = [4, 256, 768]
	dtype = "torch.float16"
	device = "cpu"
	mean = 0.002
	std = 0.586
