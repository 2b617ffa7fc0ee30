class Program_weight_tensor_meta_inputs_embeds:
	name = "in_0"
	original_name = "inputs_embeds"
	shape = [1, 128, 768]
	dtype = "torch.bfloat16"
	device = "cpu"
	mean = 0.000
	std = 0.100
